// The package's "./rules" entry: the rules data of GET /v1/rules (facts, sources, what is not yet
// verified, the eligible funds), in an entry of its own so the engine entries do not carry its text.
export { RULES_DATA } from '../core/statute/rules-data.js';
