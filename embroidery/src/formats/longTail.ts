import type { FormatModule } from '../model/formatModule.ts';
import { a100 } from './a100.ts';
import { a10o } from './a10o.ts';
import { bro } from './bro.ts';
import { csd } from './csd.ts';
import { dsb } from './dsb.ts';
import { dst } from './dst.ts';
import { dsz } from './dsz.ts';
import { emd } from './emd.ts';
import { exp } from './exp.ts';
import { exy } from './exy.ts';
import { fxy } from './fxy.ts';
import { gt } from './gt.ts';
import { inb } from './inb.ts';
import { jpx } from './jpx.ts';
import { ksm } from './ksm.ts';
import { mit } from './mit.ts';
import { pcd } from './pcd.ts';
import { pcm } from './pcm.ts';
import { pcq } from './pcq.ts';
import { pcs } from './pcs.ts';
import { spx } from './spx.ts';
import { sst } from './sst.ts';
import { stc } from './stc.ts';
import { stx } from './stx.ts';
import { t01 } from './t01.ts';
import { tap } from './tap.ts';
import { tbf } from './tbf.ts';
import { u01 } from './u01.ts';
import { vip } from './vip.ts';
import { zhs } from './zhs.ts';
import { zxy } from './zxy.ts';

/** The DST/EXP family and the long tail of rarer formats. */
export const LONG_TAIL_FORMATS: readonly FormatModule[] = [
  dst,
  exp,
  tap,
  exy,
  t01,
  dsb,
  dsz,
  gt,
  fxy,
  u01,
  tbf,
  a10o,
  a100,
  inb,
  zxy,
  stc,
  ksm,
  bro,
  pcs,
  pcd,
  pcq,
  pcm,
  emd,
  jpx,
  mit,
  spx,
  stx,
  zhs,
  csd,
  sst,
  vip,
];
