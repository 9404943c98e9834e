# Production image: builds the app against a throwaway SQLite file (pages are re-rendered from the
# real database when the server starts), then runs `npm start` against DATABASE_URI.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN DATABASE_URI=file:/tmp/build/build.db SECRETS_FILE=/tmp/build/secrets.json MEDIA_DIR=/tmp/build/media \
    SEED_DEMO=false npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000
COPY --from=build /app ./
RUN mkdir -p data && chown -R node:node data
USER node
EXPOSE 3000
CMD ["npm", "start"]
