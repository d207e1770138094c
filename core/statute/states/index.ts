// Every jurisdiction of the after-tax comparison's state tax (docs/after-tax.md#state-tax): one
// file each, named by its code, in the order of STATE_CODES.
import { STATE_CODES, type StateCode, type StateTaxJurisdiction } from '../state-tax-types.js';
import { AK } from './ak.js';
import { AL } from './al.js';
import { AR } from './ar.js';
import { AZ } from './az.js';
import { CA } from './ca.js';
import { CO } from './co.js';
import { CT } from './ct.js';
import { DC } from './dc.js';
import { DE } from './de.js';
import { FL } from './fl.js';
import { GA } from './ga.js';
import { HI } from './hi.js';
import { IA } from './ia.js';
import { ID } from './id.js';
import { IL } from './il.js';
import { IN } from './in.js';
import { KS } from './ks.js';
import { KY } from './ky.js';
import { LA } from './la.js';
import { MA } from './ma.js';
import { MD } from './md.js';
import { ME } from './me.js';
import { MI } from './mi.js';
import { MN } from './mn.js';
import { MO } from './mo.js';
import { MS } from './ms.js';
import { MT } from './mt.js';
import { NC } from './nc.js';
import { ND } from './nd.js';
import { NE } from './ne.js';
import { NH } from './nh.js';
import { NJ } from './nj.js';
import { NM } from './nm.js';
import { NV } from './nv.js';
import { NY } from './ny.js';
import { OH } from './oh.js';
import { OK } from './ok.js';
import { OR } from './or.js';
import { PA } from './pa.js';
import { RI } from './ri.js';
import { SC } from './sc.js';
import { SD } from './sd.js';
import { TN } from './tn.js';
import { TX } from './tx.js';
import { UT } from './ut.js';
import { VA } from './va.js';
import { VT } from './vt.js';
import { WA } from './wa.js';
import { WI } from './wi.js';
import { WV } from './wv.js';
import { WY } from './wy.js';

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
