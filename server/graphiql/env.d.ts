// esbuild bundles imported stylesheets next to the script (scripts/build-graphiql.mjs).
declare module '*.css';
