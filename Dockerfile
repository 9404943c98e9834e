# Production image: Node 22 LTS, Next.js's standalone output (the server files and only the
# node_modules they use), the compiled server entry (dist/server.mjs, no tsx), run as `node`.
#   docker build -t keystone-site .
# The build runs against a throwaway SQLite file; pages are re-rendered from the real database
# when the server starts.

FROM node:22-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# Fixes to Payload applied by patch-package on install (see docs/payload-bugs.md).
COPY patches ./patches
# `npm ci` refuses a lockfile made on another platform's optional binaries; install resolves them.
RUN npm install --no-audit --no-fund
COPY . .
RUN DATABASE_URI=file:/tmp/build/build.db SECRETS_FILE=/tmp/build/secrets.json MEDIA_DIR=/tmp/build/media \
    SEED_DEMO=false npm run build

FROM node:22-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000
# Fewer malloc arenas and a smaller young generation: ~45 MB less resident memory (docs/internals.md).
ENV MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-semi-space-size=8
# Only build outputs: the traced standalone tree, static assets, public files, the server entry.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p data/media && chown -R node:node data
USER node
EXPOSE 3000
# /api/health answers 200 only when the database answers a query.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains requests, writes the analytics buffer and hands back running jobs within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server.mjs"]
