# Lumos as a container image: one stateless instance per container, configured by the environment
# (DATABASE_URL, NEXTAUTH_SECRET, NEXTAUTH_URL, SMTP_URL, …; see docs/operations.md). Docker cannot run on the
# machine that builds and tests this repository, so this file is documented but not exercised by the tests.
FROM node:20-bookworm-slim

ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOST=0.0.0.0

WORKDIR /app

# Dependencies first, so a source change reuses this layer. Dev dependencies stay: `npm start` runs through tsx.
COPY package.json package-lock.json ./
RUN NODE_ENV=development npm ci --no-audit --no-fund

COPY . .
# The build happens here, once, and is stamped, so `npm start` in every container finds it up to date.
RUN npm start -- --build-only \
    && rm -rf .data .data-* \
    && chown -R node:node /app/.next

# The image's own unprivileged user (uid 1000). Nothing in /app needs to be written at run time with
# DATABASE_URL set; the embedded default would write DATA_DIR, so it points at a writable folder.
RUN mkdir -p /var/lib/lumos && chown node:node /var/lib/lumos
ENV DATA_DIR=/var/lib/lumos
USER node

EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/_healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"

# Migrates (under an advisory lock), fills an empty database with the demo market, then serves.
CMD ["npm", "start"]
