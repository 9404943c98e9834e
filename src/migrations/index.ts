import * as migration_20261122_090659_initial from './20261122_090659_initial';
import * as migration_20261122_091500_analytics from './20261122_091500_analytics';
import * as migration_20261123_181500_shared_state from './20261123_181500_shared_state';
import * as migration_20261123_182307_cms_users_throttled_not_locked from './20261123_182307_cms_users_throttled_not_locked';
import * as migration_20261123_185037_lead_attribution from './20261123_185037_lead_attribution';
import * as migration_20261123_190500_shared_signals from './20261123_190500_shared_signals';
import * as migration_20261123_191500_analytics_goals_campaigns_live_state from './20261123_191500_analytics_goals_campaigns_live_state';
import * as migration_20261123_194247_lead_notifications from './20261123_194247_lead_notifications';
import * as migration_20261123_214000_analytics_report_cache from './20261123_214000_analytics_report_cache';
import * as migration_20261123_224613_editable_content_portfolio_privacy_audit from './20261123_224613_editable_content_portfolio_privacy_audit';
import * as migration_20261123_230500_blog_post_drafts_versions_seo from './20261123_230500_blog_post_drafts_versions_seo';
import * as migration_20261123_231000_lead_inbox from './20261123_231000_lead_inbox';
import * as migration_20261126_050000_analytics_visitor_windows from './20261126_050000_analytics_visitor_windows';
import * as migration_20261126_071835_lead_indexes_composite_only from './20261126_071835_lead_indexes_composite_only';
import * as migration_20261126_103000_analytics_sessions_visitor_index from './20261126_103000_analytics_sessions_visitor_index';
import * as migration_20261127_045652_lead_uid_autoincrement from './20261127_045652_lead_uid_autoincrement';
import * as migration_20261127_060000_analytics_visits_filters from './20261127_060000_analytics_visits_filters';
import * as migration_20261127_061500_operations from './20261127_061500_operations';
import * as migration_20261127_061501_insight_authors from './20261127_061501_insight_authors';
import * as migration_20261127_061502_insight_rich_bodies from './20261127_061502_insight_rich_bodies';
import * as migration_20261127_061713_newsletter from './20261127_061713_newsletter';
import * as migration_20261127_081943_insight_search from './20261127_081943_insight_search';
import * as migration_20261127_084500_people_owners_replies from './20261127_084500_people_owners_replies';
import * as migration_20261127_085047_booking from './20261127_085047_booking';
import * as migration_20261127_090000_audit_email_hmac from './20261127_090000_audit_email_hmac';
import * as migration_20261127_090857_editable_chrome from './20261127_090857_editable_chrome';
import * as migration_20261127_091139_lead_events from './20261127_091139_lead_events';
import * as migration_20261127_113514_analytics_visits_by_day from './20261127_113514_analytics_visits_by_day';
import * as migration_20261127_143216_analytics_filter_slices from './20261127_143216_analytics_filter_slices';
import * as migration_20261127_182614_insight_cards from './20261127_182614_insight_cards';
import * as migration_20261127_204500_analytics_past_cache from './20261127_204500_analytics_past_cache';
import * as migration_20261128_033500_insight_tags_index from './20261128_033500_insight_tags_index';
import * as migration_20261207_001642_newsletter_mailbox_key from './20261207_001642_newsletter_mailbox_key';
import * as migration_20261207_002000_mask_results_tokens from './20261207_002000_mask_results_tokens';
import * as migration_20261207_003000_database_identity from './20261207_003000_database_identity';
import * as migration_20261207_003152_held_leads_and_notification_summaries from './20261207_003152_held_leads_and_notification_summaries';
import * as migration_20261207_004500_email_handoffs from './20261207_004500_email_handoffs';
import * as migration_20261207_020000_mask_analytics_tokens from './20261207_020000_mask_analytics_tokens';
import * as migration_20261207_032613_pipeline_people_tasks from './20261207_032613_pipeline_people_tasks';
import * as migration_20261207_032814_inbound_email from './20261207_032814_inbound_email';
import * as migration_20261207_033116_redirects from './20261207_033116_redirects';
import * as migration_20261207_033613_navigation_link_arrays from './20261207_033613_navigation_link_arrays';
import * as migration_20261207_034943_subscriber_sources_and_bounces from './20261207_034943_subscriber_sources_and_bounces';
import * as migration_20261207_035000_analytics_definitions from './20261207_035000_analytics_definitions';
import * as migration_20261207_035551_analytics_report_recipients from './20261207_035551_analytics_report_recipients';
import * as migration_20261207_041019_post_emails_and_clicks from './20261207_041019_post_emails_and_clicks';
import * as migration_20261207_043002_meetings_and_availability from './20261207_043002_meetings_and_availability';
import * as migration_20261207_051500_locks_name_every_collection from './20261207_051500_locks_name_every_collection';
import * as migration_20261207_070335_chrome_link_goals from './20261207_070335_chrome_link_goals';
import * as migration_20261207_070400_person_mailbox_key from './20261207_070400_person_mailbox_key';
import * as migration_20261207_143852_analytics_visit_event_codes from './20261207_143852_analytics_visit_event_codes';

export const migrations = [
  {
    up: migration_20261122_090659_initial.up,
    down: migration_20261122_090659_initial.down,
    name: '20261122_090659_initial',
  },
  {
    up: migration_20261122_091500_analytics.up,
    down: migration_20261122_091500_analytics.down,
    name: '20261122_091500_analytics',
  },
  {
    up: migration_20261123_181500_shared_state.up,
    down: migration_20261123_181500_shared_state.down,
    name: '20261123_181500_shared_state',
  },
  {
    up: migration_20261123_182307_cms_users_throttled_not_locked.up,
    down: migration_20261123_182307_cms_users_throttled_not_locked.down,
    name: '20261123_182307_cms_users_throttled_not_locked',
  },
  {
    up: migration_20261123_185037_lead_attribution.up,
    down: migration_20261123_185037_lead_attribution.down,
    name: '20261123_185037_lead_attribution',
  },
  {
    up: migration_20261123_190500_shared_signals.up,
    down: migration_20261123_190500_shared_signals.down,
    name: '20261123_190500_shared_signals',
  },
  {
    up: migration_20261123_191500_analytics_goals_campaigns_live_state.up,
    down: migration_20261123_191500_analytics_goals_campaigns_live_state.down,
    name: '20261123_191500_analytics_goals_campaigns_live_state',
  },
  {
    up: migration_20261123_194247_lead_notifications.up,
    down: migration_20261123_194247_lead_notifications.down,
    name: '20261123_194247_lead_notifications',
  },
  {
    up: migration_20261123_214000_analytics_report_cache.up,
    down: migration_20261123_214000_analytics_report_cache.down,
    name: '20261123_214000_analytics_report_cache',
  },
  {
    up: migration_20261123_224613_editable_content_portfolio_privacy_audit.up,
    down: migration_20261123_224613_editable_content_portfolio_privacy_audit.down,
    name: '20261123_224613_editable_content_portfolio_privacy_audit',
  },
  {
    up: migration_20261123_230500_blog_post_drafts_versions_seo.up,
    down: migration_20261123_230500_blog_post_drafts_versions_seo.down,
    name: '20261123_230500_blog_post_drafts_versions_seo',
  },
  {
    up: migration_20261123_231000_lead_inbox.up,
    down: migration_20261123_231000_lead_inbox.down,
    name: '20261123_231000_lead_inbox',
  },
  {
    up: migration_20261126_050000_analytics_visitor_windows.up,
    down: migration_20261126_050000_analytics_visitor_windows.down,
    name: '20261126_050000_analytics_visitor_windows',
  },
  {
    up: migration_20261126_071835_lead_indexes_composite_only.up,
    down: migration_20261126_071835_lead_indexes_composite_only.down,
    name: '20261126_071835_lead_indexes_composite_only',
  },
  {
    up: migration_20261126_103000_analytics_sessions_visitor_index.up,
    down: migration_20261126_103000_analytics_sessions_visitor_index.down,
    name: '20261126_103000_analytics_sessions_visitor_index',
  },
  {
    up: migration_20261127_045652_lead_uid_autoincrement.up,
    down: migration_20261127_045652_lead_uid_autoincrement.down,
    name: '20261127_045652_lead_uid_autoincrement',
  },
  {
    up: migration_20261127_060000_analytics_visits_filters.up,
    down: migration_20261127_060000_analytics_visits_filters.down,
    name: '20261127_060000_analytics_visits_filters',
  },
  {
    up: migration_20261127_061500_operations.up,
    down: migration_20261127_061500_operations.down,
    name: '20261127_061500_operations',
  },
  {
    up: migration_20261127_061501_insight_authors.up,
    down: migration_20261127_061501_insight_authors.down,
    name: '20261127_061501_insight_authors',
  },
  {
    up: migration_20261127_061502_insight_rich_bodies.up,
    down: migration_20261127_061502_insight_rich_bodies.down,
    name: '20261127_061502_insight_rich_bodies',
  },
  {
    up: migration_20261127_061713_newsletter.up,
    down: migration_20261127_061713_newsletter.down,
    name: '20261127_061713_newsletter',
  },
  {
    up: migration_20261127_081943_insight_search.up,
    down: migration_20261127_081943_insight_search.down,
    name: '20261127_081943_insight_search',
  },
  {
    up: migration_20261127_084500_people_owners_replies.up,
    down: migration_20261127_084500_people_owners_replies.down,
    name: '20261127_084500_people_owners_replies',
  },
  {
    up: migration_20261127_085047_booking.up,
    down: migration_20261127_085047_booking.down,
    name: '20261127_085047_booking',
  },
  {
    up: migration_20261127_090000_audit_email_hmac.up,
    down: migration_20261127_090000_audit_email_hmac.down,
    name: '20261127_090000_audit_email_hmac',
  },
  {
    up: migration_20261127_090857_editable_chrome.up,
    down: migration_20261127_090857_editable_chrome.down,
    name: '20261127_090857_editable_chrome',
  },
  {
    up: migration_20261127_091139_lead_events.up,
    down: migration_20261127_091139_lead_events.down,
    name: '20261127_091139_lead_events',
  },
  {
    up: migration_20261127_113514_analytics_visits_by_day.up,
    down: migration_20261127_113514_analytics_visits_by_day.down,
    name: '20261127_113514_analytics_visits_by_day',
  },
  {
    up: migration_20261127_143216_analytics_filter_slices.up,
    down: migration_20261127_143216_analytics_filter_slices.down,
    name: '20261127_143216_analytics_filter_slices',
  },
  {
    up: migration_20261127_182614_insight_cards.up,
    down: migration_20261127_182614_insight_cards.down,
    name: '20261127_182614_insight_cards',
  },
  {
    up: migration_20261127_204500_analytics_past_cache.up,
    down: migration_20261127_204500_analytics_past_cache.down,
    name: '20261127_204500_analytics_past_cache',
  },
  {
    up: migration_20261128_033500_insight_tags_index.up,
    down: migration_20261128_033500_insight_tags_index.down,
    name: '20261128_033500_insight_tags_index',
  },
  {
    up: migration_20261207_001642_newsletter_mailbox_key.up,
    down: migration_20261207_001642_newsletter_mailbox_key.down,
    name: '20261207_001642_newsletter_mailbox_key',
  },
  {
    up: migration_20261207_002000_mask_results_tokens.up,
    down: migration_20261207_002000_mask_results_tokens.down,
    name: '20261207_002000_mask_results_tokens',
  },
  {
    up: migration_20261207_003000_database_identity.up,
    down: migration_20261207_003000_database_identity.down,
    name: '20261207_003000_database_identity',
  },
  {
    up: migration_20261207_003152_held_leads_and_notification_summaries.up,
    down: migration_20261207_003152_held_leads_and_notification_summaries.down,
    name: '20261207_003152_held_leads_and_notification_summaries',
  },
  {
    up: migration_20261207_004500_email_handoffs.up,
    down: migration_20261207_004500_email_handoffs.down,
    name: '20261207_004500_email_handoffs',
  },
  {
    up: migration_20261207_020000_mask_analytics_tokens.up,
    down: migration_20261207_020000_mask_analytics_tokens.down,
    name: '20261207_020000_mask_analytics_tokens',
  },
  {
    up: migration_20261207_032613_pipeline_people_tasks.up,
    down: migration_20261207_032613_pipeline_people_tasks.down,
    name: '20261207_032613_pipeline_people_tasks',
  },
  {
    up: migration_20261207_032814_inbound_email.up,
    down: migration_20261207_032814_inbound_email.down,
    name: '20261207_032814_inbound_email',
  },
  {
    up: migration_20261207_033116_redirects.up,
    down: migration_20261207_033116_redirects.down,
    name: '20261207_033116_redirects',
  },
  {
    up: migration_20261207_033613_navigation_link_arrays.up,
    down: migration_20261207_033613_navigation_link_arrays.down,
    name: '20261207_033613_navigation_link_arrays',
  },
  {
    up: migration_20261207_034943_subscriber_sources_and_bounces.up,
    down: migration_20261207_034943_subscriber_sources_and_bounces.down,
    name: '20261207_034943_subscriber_sources_and_bounces',
  },
  {
    up: migration_20261207_035000_analytics_definitions.up,
    down: migration_20261207_035000_analytics_definitions.down,
    name: '20261207_035000_analytics_definitions',
  },
  {
    up: migration_20261207_035551_analytics_report_recipients.up,
    down: migration_20261207_035551_analytics_report_recipients.down,
    name: '20261207_035551_analytics_report_recipients',
  },
  {
    up: migration_20261207_041019_post_emails_and_clicks.up,
    down: migration_20261207_041019_post_emails_and_clicks.down,
    name: '20261207_041019_post_emails_and_clicks',
  },
  {
    up: migration_20261207_043002_meetings_and_availability.up,
    down: migration_20261207_043002_meetings_and_availability.down,
    name: '20261207_043002_meetings_and_availability',
  },
  {
    up: migration_20261207_051500_locks_name_every_collection.up,
    down: migration_20261207_051500_locks_name_every_collection.down,
    name: '20261207_051500_locks_name_every_collection',
  },
  {
    up: migration_20261207_070335_chrome_link_goals.up,
    down: migration_20261207_070335_chrome_link_goals.down,
    name: '20261207_070335_chrome_link_goals',
  },
  {
    up: migration_20261207_070400_person_mailbox_key.up,
    down: migration_20261207_070400_person_mailbox_key.down,
    name: '20261207_070400_person_mailbox_key',
  },
  {
    up: migration_20261207_143852_analytics_visit_event_codes.up,
    down: migration_20261207_143852_analytics_visit_event_codes.down,
    name: '20261207_143852_analytics_visit_event_codes'
  },
];
