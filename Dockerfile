# syntax=docker/dockerfile:1
# adops-bot on Node 24 (LTS): build with `npm run build` (tsc → dist/), run
# `node dist/src/main.js` as a non-root user. Configure with environment variables
# (README, docs/configuration.md); HTTP mode listens on $PORT. One image for every role: ADOPS_ROLE
# picks web, worker or all (docs/running-in-slack.md#running-it-at-scale).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Our postinstall needs src/ (copied below); it runs as a build step instead.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY commands ./commands
COPY views ./views
# The image runs the bot against Slack only: local mode's sandbox API, Slack stand-in, console and
# browser playground are left out of it (run local mode from a checkout: `npm start`). Then the
# dev dependencies go.
RUN npm run build \
 && rm -rf dist/src/sandbox dist/src/slack-standin dist/src/local dist/src/playground \
 && npm prune --omit=dev --no-audit --no-fund \
 && node dist/src/store/pglite-prepare.js
# ^ the embedded store's template (node_modules/.cache/adops-bot): a first start without
#   DATABASE_URL copies it instead of running initdb (src/store/pglite.ts).

FROM node:24-bookworm-slim AS runtime
# The commit the image is built from, logged at start and answered by /healthz and /readyz:
# docker build --build-arg ADOPS_COMMIT=$(git rev-parse HEAD) … (the image has no .git to ask).
ARG ADOPS_COMMIT=unknown
# ADOPS_ROLE: all (one process takes and answers Slack's requests), or web / worker for separate
# processes on one PostgreSQL (DATABASE_URL); src/main.ts reads it.
# NODE_OPTIONS, chosen by measurement on Node 24 (docs/benchmarks.md#issue-36-node-24): the old
# space capped at 160 MB, or V8 lets a busy worker's garbage pile up to several times what is live
# (~55 MB at 1,000 workspaces; ~400 MB RSS uncapped) before collecting it; and the young generation
# at Node 20's size (16 MB semi-spaces). Node 24's young generation grows to twice that (67 MB
# against 34 MB in one allocation loop), and under a 160 MB cap V8 then keeps too little old space free to
# take a scavenge's survivors, so it runs full collections back to back (3.4× the CPU per digest,
# issue 36). Raise the cap with the live heap (/metrics: adops_nodejs_heap_size_used_bytes after a
# collection; docs/running-in-slack.md#memory).
ENV NODE_ENV=production \
    PORT=3000 \
    ADOPS_ROLE=all \
    NODE_OPTIONS="--max-old-space-size=160 --max-semi-space-size=16" \
    ADOPS_COMMIT=$ADOPS_COMMIT
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
# The embedded store (no DATABASE_URL) writes under DATA_DIR; give the unprivileged user a place
# it owns (mount a volume here to keep it). The image's own unprivileged user is uid 1000.
ENV DATA_DIR=/app/data
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
# Liveness, not readiness: "unhealthy" should mean "restart me" (what a supervisor or autoheal does
# with it), and a restart cannot fix a database or an API that is down — /readyz is for load
# balancers and Kubernetes' readinessProbe (docs/operating.md#health).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# No V8 flag on the command line: a process on PostgreSQL (web, worker, all with DATABASE_URL) runs
# no WebAssembly, and `--liftoff-only` (a V8 testing flag) cost Node 24 CPU for nothing there
# (issue 36). A process that opens the embedded store (PGlite) sets V8's WebAssembly options itself
# before PGlite compiles (src/store/pglite.ts: without them Node 24 peaks at ~750 MB while it opens).
CMD ["node", "dist/src/main.js"]
