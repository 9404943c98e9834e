import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Leads: the single-field indexes that a compound (deletedAt, field) index already serves, for the
 * inbox's sorts and filters alike, are dropped. Each was written by every form submission and
 * read by no query (src/fields/lead-triage.ts, liveSortIndexes).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`assessments_business_name_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_contact_name_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_industry_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_business_city_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_total_score_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_attribution_attribution_channel_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_attribution_attribution_source_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_attribution_attribution_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_attribution_attribution_campaign_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_owner_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_status_rank_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_revenue_rank_idx\`;`)
  await db.run(sql`DROP INDEX \`assessments_ltv_cac_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_first_name_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_industry_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_inquiry_type_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_attribution_attribution_channel_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_attribution_attribution_source_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_attribution_attribution_medium_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_attribution_attribution_campaign_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_owner_idx\`;`)
  await db.run(sql`DROP INDEX \`contact_inquiries_status_rank_idx\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`assessments_business_name_idx\` ON \`assessments\` (\`business_name\`);`)
  await db.run(sql`CREATE INDEX \`assessments_contact_name_idx\` ON \`assessments\` (\`contact_name\`);`)
  await db.run(sql`CREATE INDEX \`assessments_industry_idx\` ON \`assessments\` (\`industry\`);`)
  await db.run(sql`CREATE INDEX \`assessments_business_city_idx\` ON \`assessments\` (\`business_city\`);`)
  await db.run(sql`CREATE INDEX \`assessments_total_score_idx\` ON \`assessments\` (\`total_score\`);`)
  await db.run(sql`CREATE INDEX \`assessments_attribution_attribution_channel_idx\` ON \`assessments\` (\`attribution_channel\`);`)
  await db.run(sql`CREATE INDEX \`assessments_attribution_attribution_source_idx\` ON \`assessments\` (\`attribution_source\`);`)
  await db.run(sql`CREATE INDEX \`assessments_attribution_attribution_medium_idx\` ON \`assessments\` (\`attribution_medium\`);`)
  await db.run(sql`CREATE INDEX \`assessments_attribution_attribution_campaign_idx\` ON \`assessments\` (\`attribution_campaign\`);`)
  await db.run(sql`CREATE INDEX \`assessments_owner_idx\` ON \`assessments\` (\`owner\`);`)
  await db.run(sql`CREATE INDEX \`assessments_status_rank_idx\` ON \`assessments\` (\`status_rank\`);`)
  await db.run(sql`CREATE INDEX \`assessments_revenue_rank_idx\` ON \`assessments\` (\`revenue_rank\`);`)
  await db.run(sql`CREATE INDEX \`assessments_ltv_cac_idx\` ON \`assessments\` (\`ltv_cac\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_first_name_idx\` ON \`contact_inquiries\` (\`first_name\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_industry_idx\` ON \`contact_inquiries\` (\`industry\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_inquiry_type_idx\` ON \`contact_inquiries\` (\`inquiry_type\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_attribution_attribution_channel_idx\` ON \`contact_inquiries\` (\`attribution_channel\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_attribution_attribution_source_idx\` ON \`contact_inquiries\` (\`attribution_source\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_attribution_attribution_medium_idx\` ON \`contact_inquiries\` (\`attribution_medium\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_attribution_attribution_campaign_idx\` ON \`contact_inquiries\` (\`attribution_campaign\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_owner_idx\` ON \`contact_inquiries\` (\`owner\`);`)
  await db.run(sql`CREATE INDEX \`contact_inquiries_status_rank_idx\` ON \`contact_inquiries\` (\`status_rank\`);`)
}
