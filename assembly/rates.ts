// Monthly growth and deflation (docs/model.md#rates):
//   nominal = returnIsReal ? (1 + r)(1 + i) - 1 : r
//   g       = exp((ln(1 + nominal) + ln(1 - fee)) / 12)      fee charged continuously on assets
//   D(m)    = exp(ln(1 + i) * m / 12)                          real = nearest(nominal / D(m))
//   h       = exp((ln(1 + i) + ln(1 - fee)) / 12)              a real historical factor made nominal,
//                                                              net of the fee (docs/model.md#historical-markets)
// AssemblyScript's own Math (compiled into the module) keeps the result identical in every host.

export function monthlyGrowth(annualReturn: f64, returnIsReal: bool, inflation: f64, fee: f64): f64 {
  const nominal = returnIsReal ? (1.0 + annualReturn) * (1.0 + inflation) - 1.0 : annualReturn;
  return Math.exp((Math.log(1.0 + nominal) + Math.log(1.0 - fee)) / 12.0);
}

export function deflator(inflation: f64, months: i32): f64 {
  return Math.exp(Math.log(1.0 + inflation) * <f64>months / 12.0);
}

export function inflationAndFee(inflation: f64, fee: f64): f64 {
  return Math.exp((Math.log(1.0 + inflation) + Math.log(1.0 - fee)) / 12.0);
}
