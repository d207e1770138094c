// HTML text for the pages the server writes itself (knowledge pages, problem pages, the page's
// template): every character that could open markup or end an attribute becomes an entity.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that cannot end the <script> element it sits in. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}
