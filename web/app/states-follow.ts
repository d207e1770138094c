// A family lives in one state (docs/api.md#website): the child's state (form.ts, for the gifts) and
// after tax's "Which state do you live in?" (state-field.ts) follow each other, on the parent's own
// changes only: a link opens exactly what it carries.
//   - After tax's state follows the child's while the parent has not chosen it there (a state or "No
//     state tax shown": theirs, never overwritten) and it is unset or still the child's state from
//     before the change; the section turned on with it unset starts it as the child's. A state whose
//     tax is not modelled yet (disabled there) leaves it unset.
//   - The child's state takes the state chosen under after tax while it is not given or holds only
//     such a choice; "No state tax shown" leaves it as it is.
// Setting a select's value moves no focus and fires no event. Both are visible fields whose hints say
// that the other follows them, so nothing is announced: a live region would only repeat, on every
// change of the child's state, what the field itself says when it is reached.

/** The value when the select offers it and it can be chosen, else '' (not given, no state tax). */
function offered(select: HTMLSelectElement, value: string): string {
  return [...select.options].some((option) => option.value === value && !option.disabled) ? value : '';
}

export class StatesFollow {
  /** The child's state before the parent's change, to see whether after tax's still follows it. */
  private childBefore = '';
  /** The parent chose after tax's state there: it is theirs, never overwritten. */
  private taxChosen = false;
  /** The child's state holds only what after tax's choice put there. */
  private childFollows = false;

  constructor(
    private readonly child: HTMLSelectElement,
    tax: HTMLSelectElement,
    taxOn: HTMLInputElement,
  ) {
    child.addEventListener('change', () => {
      const before = this.childBefore;
      this.childBefore = child.value;
      this.childFollows = false;
      if (!this.taxChosen && (tax.value === '' || tax.value === before)) tax.value = offered(tax, child.value);
    });
    tax.addEventListener('change', () => {
      this.taxChosen = true;
      const state = offered(child, tax.value);
      if (state === '' || (child.value !== '' && !this.childFollows)) return;
      child.value = state;
      this.childBefore = state;
      this.childFollows = true;
    });
    taxOn.addEventListener('change', () => {
      if (taxOn.checked && !this.taxChosen && tax.value === '') tax.value = offered(tax, child.value);
    });
  }

  /** After the form is filled (a link, a saved plan, the defaults): both stay as filled, and the
   *  following starts again from there. */
  reset(): void {
    this.childBefore = this.child.value;
    this.taxChosen = false;
    this.childFollows = false;
  }
}
