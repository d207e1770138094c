// An exact sum of whole-cent f64 amounts of any size (docs/model.md#the-total-cut-exact-at-any-size):
// the total the statute cut (cappedCents) is reported exactly even when a step-up makes the
// scheduled amounts, and so the cuts, pass 2^53 cents, where adding f64s would round. The sum is
// kept as little-endian 32-bit limbs (each in a u64, so a limb takes a carry before it is
// normalised); 8 limbs hold 256 bits,
// more than the largest scheduled amounts (about 2^158 cents: 12 digits grown 2x a year for 118
// years) times the most deposits a run has.
import { OFFERED_LIMBS } from "./layout";

const LIMB_BITS: u64 = 32;
const LIMB_MASK: u64 = 0xffffffff;
const MANTISSA_MASK: u64 = 0xfffffffffffff; // 52 bits
const IMPLICIT_BIT: u64 = 0x10000000000000; // 2^52
const EXPONENT_BIAS: i32 = 1075; // 1023 + 52: the exponent that makes the mantissa an integer

export class ExactSum {
  limbs: StaticArray<u64> = new StaticArray<u64>(OFFERED_LIMBS);
  /** A value that was not a finite whole amount, or a sum past 256 bits. */
  overflow: bool = false;

  reset(): void {
    for (let i = 0; i < OFFERED_LIMBS; i++) this.limbs[i] = 0;
    this.overflow = false;
  }

  /** Adds `cents`, a whole non-negative f64 (as every scheduled amount is). */
  add(cents: f64): void {
    const bits = reinterpret<u64>(cents);
    const exponent = <i32>((bits >> 52) & 0x7ff);
    if (exponent == 0) return; // zero (subnormals are not whole amounts and do not occur)
    if (exponent == 0x7ff || cents < 0) {
      this.overflow = true;
      return;
    }
    const mantissa = (bits & MANTISSA_MASK) | IMPLICIT_BIT;
    const shift = exponent - EXPONENT_BIAS;
    if (shift <= 0) {
      this.addAt(0, mantissa >> <u64>(-shift)); // below 2^53: the integer itself
      return;
    }
    const limb = shift / <i32>LIMB_BITS;
    const bit = <u64>(shift % <i32>LIMB_BITS);
    this.addAt(limb, (mantissa & LIMB_MASK) << bit); // at most 63 bits
    this.addAt(limb + 1, (mantissa >> LIMB_BITS) << bit); // at most 52 bits
  }

  /** Adds value * 2^(32 * limb) and carries up. */
  private addAt(limb: i32, value: u64): void {
    let carry = value;
    for (let i = limb; carry != 0; i++) {
      if (i >= OFFERED_LIMBS) {
        this.overflow = true;
        return;
      }
      const sum = this.limbs[i] + carry; // a limb holds < 2^32, carry < 2^63: no wrap
      this.limbs[i] = sum & LIMB_MASK;
      carry = sum >> LIMB_BITS;
    }
  }
}
