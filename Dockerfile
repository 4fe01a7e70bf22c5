# Production image: the API, the admin panel and the public site in one Node process.
# Not built on the machine this was written on (no Docker engine there); see README, Production.
#
#   docker build -t rentals .
#   docker compose -f deploy/docker-compose.yml up -d

# ---- build: every dependency, the panel and the site, then only the runtime dependencies ----
FROM node:20.20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts index.html ./
COPY src ./src
COPY site ./site
COPY domain ./domain
COPY resources ./resources
COPY server ./server
COPY scripts ./scripts
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: node and what the server reads, owned by root, run as the unprivileged `node` ----
FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/domain ./domain
# The 404 page and /pricing are rendered at request time from site/.
COPY --from=build /app/site ./site
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1's child of nothing: it gets SIGTERM from `docker stop` and closes cleanly
# (server/main.ts); migrations run at every start before the port opens.
CMD ["node", "--import", "tsx", "server/main.ts"]
