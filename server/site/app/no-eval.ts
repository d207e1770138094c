// Stands in for TypeBox's system/environment/evaluate.mjs in the page's bundle (build-site.mjs):
// the page's CSP forbids eval, so the compiler is told so up front and uses its interpreter, and
// the refused probe never reaches the console. Same exports as the module it replaces.

/** The page never evaluates code: its CSP has no 'unsafe-eval'. */
export function CanEvaluate(): boolean {
  return false;
}

export function Evaluate(..._args: string[]): Function {
  throw new EvalError('code evaluation is disabled on this page (Content-Security-Policy)');
}
