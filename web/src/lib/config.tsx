import { createContext, useContext, type ReactNode } from 'react';
import type { DemoBasemap, WebConfig } from '../../../shared/api/web-config';

const ConfigContext = createContext<WebConfig | null>(null);

export function ConfigProvider({ config, children }: { config: WebConfig; children: ReactNode }) {
  return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
}

/** The stage's support address (config.json's supportEmail), or '' where no config is provided. */
export function useSupportEmail(): string {
  return useContext(ConfigContext)?.supportEmail ?? '';
}

/** A mailto: link to the stage's support address with a subject. */
export function supportMailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** The local stage's demo-area basemap (config.json's demoBasemap), or null: deployed stages and tests have none. */
export function useDemoBasemap(): DemoBasemap | null {
  return useContext(ConfigContext)?.demoBasemap ?? null;
}

/** The /config.json the app booted with. */
export function useConfig(): WebConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useConfig outside ConfigProvider');
  return config;
}
