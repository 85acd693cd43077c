# JobTrail in one image: the built web app and the server that serves it with the API.
# Used by compose.yaml; see docs/deploy.md.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci would refuse the lockfile where the registry lacks other platforms' optional binaries.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "build/server/index.js"]
