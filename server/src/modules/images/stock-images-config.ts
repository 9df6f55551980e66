import { flag, type Env } from '../../config-values';

/**
 * 'Select Suggested Images' searches stock providers the operator turns on: Unsplash and Pexels with
 * their API keys, Openverse (no key, but it is the internet) with OPENVERSE_IMAGES=true. The base URLs
 * are for tests and proxies.
 */
export interface StockImagesConfig {
  unsplash: { accessKey: string; baseUrl: string } | null;
  pexels: { apiKey: string; baseUrl: string } | null;
  openverse: { baseUrl: string } | null;
}

export function loadStockImagesConfig(env: Env): StockImagesConfig {
  const base = (name: string, fallback: string) => (env[name]?.trim() || fallback).replace(/\/+$/, '');
  const unsplashKey = env.UNSPLASH_ACCESS_KEY?.trim();
  const pexelsKey = env.PEXELS_API_KEY?.trim();
  return {
    unsplash: unsplashKey
      ? { accessKey: unsplashKey, baseUrl: base('UNSPLASH_API_URL', 'https://api.unsplash.com') }
      : null,
    pexels: pexelsKey
      ? { apiKey: pexelsKey, baseUrl: base('PEXELS_API_URL', 'https://api.pexels.com') }
      : null,
    openverse: flag(env, 'OPENVERSE_IMAGES', false)
      ? { baseUrl: base('OPENVERSE_API_URL', 'https://api.openverse.org') }
      : null,
  };
}
