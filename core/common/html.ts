// HTML text for the pages the server writes itself (knowledge pages, problem pages, the page's
// template): every character that could open markup or end an attribute becomes an entity.

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
