import type { FormatModule } from '../model/formatModule.ts';
import { pec } from './pec.ts';
import { hus } from './hus.ts';
import { jef } from './jef.ts';
import { pes } from './pes.ts';
import { sew } from './sew.ts';
import { shv } from './shv.ts';
import { vp3 } from './vp3.ts';
import { xxx } from './xxx.ts';
import { phb } from './phb.ts';
import { phc } from './phc.ts';

/** The main machine formats (PES/PEC family, JEF, VP3, XXX, HUS, SEW, SHV). */
export const CORE_FORMATS: readonly FormatModule[] = [
  pes,
  pec,
  phb,
  phc,
  jef,
  vp3,
  xxx,
  hus,
  sew,
  shv,
];
