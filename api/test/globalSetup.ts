import { dropStaleTestDatabases } from './staleDatabases.ts';

/** Once per run, before any test file: a server's test databases left by runs that ended. */
export async function setup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const dropped = await dropStaleTestDatabases(url);
  if (dropped.length > 0) {
    console.log(`Dropped ${String(dropped.length)} test databases left by ended runs.`);
  }
}
