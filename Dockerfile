# Production image: builds the server (and the browser bundles), then keeps only runtime dependencies. Node 24, the
# current LTS line (CI runs the tests on it too: .ci/node-lts.sh); the AWS SDK drops Node 20 in 2027.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=4000 DATA_DIR=/app/data
# Fewer glibc malloc arenas: sharp's image threads otherwise keep ~100 MB more resident (ADR 027).
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
CMD ["node", "dist/server/index.js"]
