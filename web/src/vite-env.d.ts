/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CONSULTING_URL?: string;
  readonly VITE_SUPPORT_URL?: string;
}
