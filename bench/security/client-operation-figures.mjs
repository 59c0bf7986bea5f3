// Prints, as JSON, each client operation's figures (aliases, depth, tokens, directives, cost) measured by the
// build's own modules on the schema built from the code, as the server measures them. Run with plain node:
// printed SDL would lose the fields' declared list sizes (a record's screenshots, `assumedListSize`) and count
// those lists as full pages, and the build cannot be loaded under esbuild-register, which runs the benches.
import 'reflect-metadata';
import { createRequire } from 'node:module';

const dist = createRequire(new URL('../../dist/server/', import.meta.url));
const schema = dist('./graphql/build-schema').buildAppSchema();
const { measureOperation } = dist('./graphql/query-limits');
const { loadClientOperations, sampleVariables } = dist('./test/client-operations');

const measured = loadClientOperations().map((op) => ({
  name: op.name,
  figures: measureOperation(schema, op.document, op.operation, sampleVariables(schema, op.operation)),
}));
process.stdout.write(JSON.stringify(measured));
