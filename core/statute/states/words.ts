// What GET /v1/rules says of each jurisdiction beside its figures (docs/after-tax.md#state-tax): a
// module of its own, which only the server's rules import, so the page's bundles carry the figures
// alone (core/statute/states/index.ts).
import type { StateCode, StateTaxWords } from '../state-tax-types.js';
import { AK_WORDS } from './ak.js';
import { AL_WORDS } from './al.js';
import { AR_WORDS } from './ar.js';
import { AZ_WORDS } from './az.js';
import { CA_WORDS } from './ca.js';
import { CO_WORDS } from './co.js';
import { CT_WORDS } from './ct.js';
import { DC_WORDS } from './dc.js';
import { DE_WORDS } from './de.js';
import { FL_WORDS } from './fl.js';
import { GA_WORDS } from './ga.js';
import { HI_WORDS } from './hi.js';
import { IA_WORDS } from './ia.js';
import { ID_WORDS } from './id.js';
import { IL_WORDS } from './il.js';
import { IN_WORDS } from './in.js';
import { KS_WORDS } from './ks.js';
import { KY_WORDS } from './ky.js';
import { LA_WORDS } from './la.js';
import { MA_WORDS } from './ma.js';
import { MD_WORDS } from './md.js';
import { ME_WORDS } from './me.js';
import { MI_WORDS } from './mi.js';
import { MN_WORDS } from './mn.js';
import { MO_WORDS } from './mo.js';
import { MS_WORDS } from './ms.js';
import { MT_WORDS } from './mt.js';
import { NC_WORDS } from './nc.js';
import { ND_WORDS } from './nd.js';
import { NE_WORDS } from './ne.js';
import { NH_WORDS } from './nh.js';
import { NJ_WORDS } from './nj.js';
import { NM_WORDS } from './nm.js';
import { NV_WORDS } from './nv.js';
import { NY_WORDS } from './ny.js';
import { OH_WORDS } from './oh.js';
import { OK_WORDS } from './ok.js';
import { OR_WORDS } from './or.js';
import { PA_WORDS } from './pa.js';
import { RI_WORDS } from './ri.js';
import { SC_WORDS } from './sc.js';
import { SD_WORDS } from './sd.js';
import { TN_WORDS } from './tn.js';
import { TX_WORDS } from './tx.js';
import { UT_WORDS } from './ut.js';
import { VA_WORDS } from './va.js';
import { VT_WORDS } from './vt.js';
import { WA_WORDS } from './wa.js';
import { WI_WORDS } from './wi.js';
import { WV_WORDS } from './wv.js';
import { WY_WORDS } from './wy.js';

export const STATE_TAX_WORDS: Readonly<Record<StateCode, StateTaxWords>> = Object.freeze({
  AK: AK_WORDS,
  AL: AL_WORDS,
  AR: AR_WORDS,
  AZ: AZ_WORDS,
  CA: CA_WORDS,
  CO: CO_WORDS,
  CT: CT_WORDS,
  DC: DC_WORDS,
  DE: DE_WORDS,
  FL: FL_WORDS,
  GA: GA_WORDS,
  HI: HI_WORDS,
  IA: IA_WORDS,
  ID: ID_WORDS,
  IL: IL_WORDS,
  IN: IN_WORDS,
  KS: KS_WORDS,
  KY: KY_WORDS,
  LA: LA_WORDS,
  MA: MA_WORDS,
  MD: MD_WORDS,
  ME: ME_WORDS,
  MI: MI_WORDS,
  MN: MN_WORDS,
  MO: MO_WORDS,
  MS: MS_WORDS,
  MT: MT_WORDS,
  NC: NC_WORDS,
  ND: ND_WORDS,
  NE: NE_WORDS,
  NH: NH_WORDS,
  NJ: NJ_WORDS,
  NM: NM_WORDS,
  NV: NV_WORDS,
  NY: NY_WORDS,
  OH: OH_WORDS,
  OK: OK_WORDS,
  OR: OR_WORDS,
  PA: PA_WORDS,
  RI: RI_WORDS,
  SC: SC_WORDS,
  SD: SD_WORDS,
  TN: TN_WORDS,
  TX: TX_WORDS,
  UT: UT_WORDS,
  VA: VA_WORDS,
  VT: VT_WORDS,
  WA: WA_WORDS,
  WI: WI_WORDS,
  WV: WV_WORDS,
  WY: WY_WORDS,
});
