# syntax=docker/dockerfile:1
# Kairos: the API, the web app and a publishing worker in one image (docs/decisions/0040-operator-kit.md).
# Build: docker build -t kairos .   Run: see compose.yaml and the README's "Deploying".

# 1. Build: every dependency, then the web app (Vite) and the compiled server (server/dist).
FROM node:24-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY core core
COPY server server
COPY web web
RUN npm run build

# 2. Production dependencies of the server only (no Vite, React, TypeScript or test tools).
FROM node:24-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --no-audit --no-fund --workspace @kairos/server --workspace @kairos/core

# 3. Run: compiled JavaScript, the built web app and the migrations, as the unprivileged node user.
FROM node:24-slim
# ffmpeg: the writing assistant reads frames and audio of uploaded videos (decision 0092).
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=production-deps /app/node_modules node_modules
COPY package.json ./
COPY server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/drizzle server/drizzle
COPY --from=build /app/web/dist web/dist
# /data holds the embedded database, local media and the generated encryption key when the
# deployment sets none of DATABASE_URL, S3_* or ENCRYPTION_KEY: mount a volume there.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# node:24-slim has no curl: Node's own fetch asks the health route (database and queue).
HEALTHCHECK --interval=30s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
