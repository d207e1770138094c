# The 530A projection service in a container (docs/operations.md#deployment): built in one stage,
# run in another with the production dependencies only, as an unprivileged user, checked on /readyz.
# docker build -t projection-530a . && docker run -p 8530:8530 -e SITE_URL=https://530a.example projection-530a

# Build: the engine's .wasm, the page's bundle and the server's JavaScript need the dev dependencies.
FROM node:26-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY asconfig.json tsconfig.json tsconfig.base.json ./
COPY assembly ./assembly
COPY data ./data
COPY scripts ./scripts
COPY core ./core
COPY server ./server
COPY web ./web
COPY cli ./cli
COPY package ./package
# The same build as npm start's: the .wasm (from the market data too), the scenario's shapes, the
# page, the server's JavaScript, and the release .wasm beside the compiled wasm door.
RUN node scripts/ensure-built.mjs

# Run: what the server reads at run time, and nothing else.
FROM node:26-trixie-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8530
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/build/engine.wasm ./build/engine.wasm
COPY --from=build /app/build/site ./build/site
COPY server/knowledge/pages ./server/knowledge/pages
COPY server/knowledge/pages-es ./server/knowledge/pages-es
USER node
EXPOSE 8530
# The admin listener: /healthz, /readyz and /metrics on a port of their own, answered whatever
# clients do to the main port; publish it to the health checker and Prometheus only
# (docs/operations.md#the-admin-listener).
ENV ADMIN_PORT=8531
EXPOSE 8531
# Ready only once every engine is warm, and no longer from the moment it drains (SIGTERM).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.ADMIN_PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# docker stop sends SIGTERM and waits 10 s: the drain (SHUTDOWN_DELAY_MS, 5 s) and the close fit.
STOPSIGNAL SIGTERM
CMD ["node", "dist/server/main.js"]
