/** Text set inside SVG or HTML markup built as a string (the card and tile sheets). */
export const escape = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
