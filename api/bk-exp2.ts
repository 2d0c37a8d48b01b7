import { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
const dir = '/tmp/bk-exp2-pg';
const db = await PGlite.create(dir);
await db.query('select 1');
console.log('pid file while open:', existsSync(dir + '/postmaster.pid'));
await db.close();
console.log('pid file after close:', existsSync(dir + '/postmaster.pid'));
