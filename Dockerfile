# syntax=docker/dockerfile:1
# The production image (README, "Production"): built once per release, run by any number of
# instances. It holds only the standalone server of `npm run build` (no dev dependencies, no
# source, no data) and runs as the unprivileged `node` user.
#
#   docker build --build-arg DEPLOYMENT_ID=$(git rev-parse --short=12 HEAD) -t clinic-web .
#   docker build --target build -t clinic-web-tools .    # npm run migrate / create-admin (release steps)
#
# Docker cannot run on the machine the project is developed on: tests/production/standalone.test.ts
# builds the same standalone folder and starts a copy of it with this file's CMD.

ARG NODE_IMAGE=node:24-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The full project: builds the image's server, and is the tools image for the release steps.
FROM deps AS build
COPY . .
ARG DEPLOYMENT_ID
ENV NEXT_TELEMETRY_DISABLED=1 DEPLOYMENT_ID=${DEPLOYMENT_ID}
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
# glibc's malloc, for bounded memory (bench/soak.ts; docs/decisions/0078-bounded-memory.md): two arenas
# instead of 8 per core (-95 MiB RSS in a 10-minute soak); and fixed mmap/trim thresholds (128 KiB):
# by default glibc raises them after the first large blocks are freed (request bodies, photos,
# compressed pages), so later ones come from the heap and their freed space stays resident (-70 MiB).
# BIND_ADDRESS: reachable from outside the container; publish the port only to the proxy.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 BIND_ADDRESS=0.0.0.0 DATA_DIR=/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 MALLOC_TRIM_THRESHOLD_=131072
# V8's heap sized for the 512 MiB bound (320 MiB of old generation; the rest is code, buffers and
# Node's own). Without a limit V8 sizes it from the box's memory and then lets the old generation
# grow to 4× what is live before collecting: an instance rendering every page from an empty cache
# (a deploy) reached 724–752 MiB of RSS, with the limit 382–404
# (docs/decisions/0079-cold-start-heap-limit-and-render-queue.md). In NODE_OPTIONS so that a larger
# container can raise it with its own limit.
ENV NODE_OPTIONS=--max-old-space-size=320
WORKDIR /app
# Owned by `node`: pages rendered on their first request are cached under .next.
COPY --from=build --chown=node:node /app/.next/standalone ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Uploaded media, documents and inquiry photos (until object storage is configured).
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# serve.mjs finishes requests in flight and running jobs on SIGTERM, within SHUTDOWN_TIMEOUT_MS.
STOPSIGNAL SIGTERM
# --max-semi-space-size=8 (MiB): V8's young generation at most 16 MiB. By default V8 sizes it from
# the machine's memory (up to 128 MiB with 24 GB); the space it takes under load stays resident, and
# the old generation grows with it (-70 MiB RSS under load, GC 4 → 7 % of the time;
# docs/decisions/0078-bounded-memory.md).
CMD ["node", "--max-semi-space-size=8", "src/platform/server/serve.mjs"]
