// MCP prompts (docs/api.md#mcp-tool-server): conversations a client can offer its user, which
// lead the model through the tools. plan_for_a_child asks for what is missing (the birth date, who
// contributes, the goal) and then projects; explain_share_link explains the projection a share
// link holds. Arguments are checked: an unknown name, a missing required one, an overlong value or
// a share link that cannot be read is an invalid-params error naming it.
import { type GetPromptResult, type Prompt, ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import { usd } from '../../core/common/format.js';
import { decodeShare, MAX_SHARE_LENGTH } from '../../core/scenario/share.js';
import { STATUTE } from '../../core/statute/statute.js';

/** Longest argument value, beyond a share link: a sentence or two is plenty. */
export const MAX_ARGUMENT_LENGTH = 1_000;

type Arguments = Readonly<Record<string, string>>;

interface PromptSpec {
  prompt: Prompt;
  /** The longest value an argument may have, when not MAX_ARGUMENT_LENGTH. */
  limits?: Readonly<Record<string, number>>;
  /** What the argument list cannot say; throws an invalid-params error. */
  check?(args: Arguments): void;
  text(args: Arguments): string;
}

function invalid(message: string): ProtocolError {
  return new ProtocolError(ProtocolErrorCode.InvalidParams, message);
}

/** A name the client sent, as an error message repeats it: at most 100 characters. */
const quoted = (text: string) => JSON.stringify(text.length > 100 ? `${text.slice(0, 100)}...` : text);

/** Lines of source text as one line of prompt text. */
const paragraph = (...parts: string[]) => parts.join(' ');

const given = (value: string | undefined) => (value === undefined ? 'not given yet' : value);

const planForAChild: PromptSpec = {
  prompt: {
    name: 'plan_for_a_child',
    title: 'Plan a Trump account for a child',
    description:
      'Asks for the birth date, who contributes and the goal, then projects the account with project_530a, ' +
      'finds the contribution that reaches the goal with solve_530a, and explains the result.',
    arguments: [
      { name: 'birthDate', description: "The child's birth date (YYYY-MM-DD), or the expected one", required: false },
      {
        name: 'contributors',
        description: "Who puts money in, how much and how often, e.g. 'parents $100 a month, grandma $500 a year'",
        required: false,
      },
      { name: 'goal', description: "What the money is for and by when, e.g. 'college at 18'", required: false },
    ],
  },
  text: (args) =>
    [
      'Help me plan a Trump account (IRC section 530A) for a child with the projection-530a tools.',
      '',
      'What I have told you so far:',
      `- Birth date: ${given(args.birthDate)}`,
      `- Who contributes: ${given(args.contributors)}`,
      `- Goal: ${given(args.goal)}`,
      '',
      paragraph(
        '1. Ask me for whatever is missing: the birth date (or the expected one); who will contribute (parents and',
        'family, other relatives such as grandparents, an employer, a charity), how much, how often (monthly, once a',
        'year or once) and from and to what age; and the goal (an amount, or what the money is for) and by what age.',
      ),
      paragraph(
        `2. When a rule matters (the ${usd(STATUTE.annualLimit.baseCents)} annual limit, the employer limit, the`,
        `${usd(STATUTE.seedCents)} pilot seed, what happens at 18), check it with explain_530a rather than from memory.`,
      ),
      paragraph(
        "3. Call project_530a with asOf = today's date, the birth date, targetAgeMonths = the goal's age in months",
        '(216 for 18) and one source per contributor: kind family, relative, employer or charity; money in whole',
        'cents as strings ("10000" is $100); ages in months.',
      ),
      paragraph(
        "4. Tell me the expected value and the 10th to 90th percentile range at that age, in today's dollars and in",
        'dollars of the day, how much of it is deposits and how much growth, and what each warning means. With a',
        'goal amount, add goal { amountCents, atAgeMonths, real } to the scenario (real: true when the amount is in',
        "today's dollars, as people usually mean it; false means future dollars) and say how likely it is, naming",
        'which dollars; to find what',
        'amount would reach it, call solve_530a once with that scenario, its goal (and the chance I want as',
        'probability) and sourceId naming the contributor whose amount may change, rather than trying amounts.',
        'The results hold the figures at 18, 30, 65 and the target age; for other ages, call again with detail',
        '"full" or read the resource the result links to.',
      ),
      paragraph(
        '5. Give me the shareUrl (it opens the projection in the calculator), cite sourceUrl and pass the disclaimer',
        'on: these are educational estimates, not advice.',
      ),
    ].join('\n'),
};

/** The share-link state of a shareUrl, or the text itself when it is not a URL. */
function shareState(link: string): string {
  const trimmed = link.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed).searchParams.get('s') ?? '';
  } catch {
    return trimmed;
  }
}

const explainShareLink: PromptSpec = {
  prompt: {
    name: 'explain_share_link',
    title: 'Explain a shared Trump account projection',
    description:
      'Reproduces the projection of a share link with project_530a_shared and explains what it assumes and ' +
      'what it shows.',
    arguments: [
      { name: 'link', description: 'A shareUrl of a projection, or its s value (it starts with "1.")', required: true },
    ],
  },
  // A shareUrl: the site address and "/?s=" before the share-link state.
  limits: { link: MAX_SHARE_LENGTH + MAX_ARGUMENT_LENGTH },
  check: (args) => {
    const decoded = decodeShare(shareState(args.link ?? ''));
    if (!decoded.ok) throw invalid(`The argument link is not a share link: ${decoded.message}.`);
  },
  text: (args) => {
    const s = shareState(args.link ?? '');
    return paragraph(
      'Explain this Trump account (IRC section 530A) projection to me in plain words.',
      `Call project_530a_shared with s = ${JSON.stringify(s)}.`,
      "Then tell me what the scenario assumes (the child's age, who contributes how much and until when, the return,",
      'inflation, fees and volatility), what the account could be worth at the target age (the expected path and the',
      "10th to 90th percentile range, in today's dollars and in dollars of the day), how much of it is deposits and",
      'how much growth, what each warning means, and which assumptions move the result most. The result holds the',
      'figures at 18, 30, 65 and the target age; for other ages, call it again with detail "full". Cite sourceUrl and',
      'pass the disclaimer on: these are educational estimates, not advice.',
    );
  },
};

const PROMPTS: readonly PromptSpec[] = Object.freeze([planForAChild, explainShareLink]);

export const LISTED_PROMPTS: readonly Prompt[] = Object.freeze(PROMPTS.map((spec) => spec.prompt));

/** Checks the arguments against the prompt's list: known names, required ones present, lengths. */
function checkedArguments(spec: PromptSpec, args: Arguments): Arguments {
  const { name, arguments: declared = [] } = spec.prompt;
  const names = declared.map((argument) => argument.name);
  const present: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (!names.includes(key)) {
      throw invalid(`The prompt ${name} has no argument ${quoted(key)}; its arguments are ${names.join(', ')}.`);
    }
    const limit = spec.limits?.[key] ?? MAX_ARGUMENT_LENGTH;
    if (value.length > limit) throw invalid(`The argument ${key} of ${name} is longer than ${limit} characters.`);
    if (value.trim() !== '') present[key] = value.trim();
  }
  for (const argument of declared) {
    if (argument.required && present[argument.name] === undefined) {
      throw invalid(`The prompt ${name} needs the argument ${argument.name}.`);
    }
  }
  return present;
}

export function getPrompt(name: string, args: Arguments = {}): GetPromptResult {
  const spec = PROMPTS.find((candidate) => candidate.prompt.name === name);
  if (spec === undefined) {
    const names = LISTED_PROMPTS.map((prompt) => prompt.name).join(', ');
    throw invalid(`Unknown prompt ${quoted(name)}; the prompts are ${names}.`);
  }
  const checked = checkedArguments(spec, args);
  spec.check?.(checked);
  return {
    description: spec.prompt.description,
    messages: [{ role: 'user', content: { type: 'text', text: spec.text(checked) } }],
  };
}
