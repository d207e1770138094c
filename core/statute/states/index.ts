// Every jurisdiction of the after-tax comparison's state tax (docs/after-tax.md#state-tax): one
// file each, named by its code, in the order of STATE_CODES.
import { STATE_CODES, type StateCode, type StateTaxJurisdiction, type StateTaxWords } from '../state-tax-types.js';
import { AK, AK_WORDS } from './ak.js';
import { AL, AL_WORDS } from './al.js';
import { AR, AR_WORDS } from './ar.js';
import { AZ, AZ_WORDS } from './az.js';
import { CA, CA_WORDS } from './ca.js';
import { CO, CO_WORDS } from './co.js';
import { CT, CT_WORDS } from './ct.js';
import { DC, DC_WORDS } from './dc.js';
import { DE, DE_WORDS } from './de.js';
import { FL, FL_WORDS } from './fl.js';
import { GA, GA_WORDS } from './ga.js';
import { HI, HI_WORDS } from './hi.js';
import { IA, IA_WORDS } from './ia.js';
import { ID, ID_WORDS } from './id.js';
import { IL, IL_WORDS } from './il.js';
import { IN, IN_WORDS } from './in.js';
import { KS, KS_WORDS } from './ks.js';
import { KY, KY_WORDS } from './ky.js';
import { LA, LA_WORDS } from './la.js';
import { MA, MA_WORDS } from './ma.js';
import { MD, MD_WORDS } from './md.js';
import { ME, ME_WORDS } from './me.js';
import { MI, MI_WORDS } from './mi.js';
import { MN, MN_WORDS } from './mn.js';
import { MO, MO_WORDS } from './mo.js';
import { MS, MS_WORDS } from './ms.js';
import { MT, MT_WORDS } from './mt.js';
import { NC, NC_WORDS } from './nc.js';
import { ND, ND_WORDS } from './nd.js';
import { NE, NE_WORDS } from './ne.js';
import { NH, NH_WORDS } from './nh.js';
import { NJ, NJ_WORDS } from './nj.js';
import { NM, NM_WORDS } from './nm.js';
import { NV, NV_WORDS } from './nv.js';
import { NY, NY_WORDS } from './ny.js';
import { OH, OH_WORDS } from './oh.js';
import { OK, OK_WORDS } from './ok.js';
import { OR, OR_WORDS } from './or.js';
import { PA, PA_WORDS } from './pa.js';
import { RI, RI_WORDS } from './ri.js';
import { SC, SC_WORDS } from './sc.js';
import { SD, SD_WORDS } from './sd.js';
import { TN, TN_WORDS } from './tn.js';
import { TX, TX_WORDS } from './tx.js';
import { UT, UT_WORDS } from './ut.js';
import { VA, VA_WORDS } from './va.js';
import { VT, VT_WORDS } from './vt.js';
import { WA, WA_WORDS } from './wa.js';
import { WI, WI_WORDS } from './wi.js';
import { WV, WV_WORDS } from './wv.js';
import { WY, WY_WORDS } from './wy.js';

export const STATE_TAX: Readonly<Record<StateCode, StateTaxJurisdiction>> = Object.freeze({
  AK,
  AL,
  AR,
  AZ,
  CA,
  CO,
  CT,
  DC,
  DE,
  FL,
  GA,
  HI,
  IA,
  ID,
  IL,
  IN,
  KS,
  KY,
  LA,
  MA,
  MD,
  ME,
  MI,
  MN,
  MO,
  MS,
  MT,
  NC,
  ND,
  NE,
  NH,
  NJ,
  NM,
  NV,
  NY,
  OH,
  OK,
  OR,
  PA,
  RI,
  SC,
  SD,
  TN,
  TX,
  UT,
  VA,
  VT,
  WA,
  WI,
  WV,
  WY,
});

/** The jurisdictions in the order of their codes. */
export const STATE_TAX_LIST: readonly StateTaxJurisdiction[] = Object.freeze(
  STATE_CODES.map((code) => STATE_TAX[code]),
);

/** What GET /v1/rules says of each beside its figures (its note, what is not modelled, its
 *  sources); the page never imports this, so its bundles carry the figures alone. */
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
