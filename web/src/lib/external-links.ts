/** Where the shell's external entries lead; a deployment sets its own booking pages. */
export const externalLinks = {
  consulting: import.meta.env.VITE_CONSULTING_URL ?? 'https://calendly.com',
  support: import.meta.env.VITE_SUPPORT_URL ?? 'https://calendly.com',
} as const;
