import * as z from 'zod';

/** A basemap layer over one area (the local stage's demo imagery): a Leaflet XYZ template and where it has tiles. */
export const DemoBasemap = z.object({
  url: z.string(),
  /** [[south, west], [north, east]]. */
  bounds: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
  maxNativeZoom: z.number().int(),
  attribution: z.string(),
});
export type DemoBasemap = z.infer<typeof DemoBasemap>;

/**
 * What the web app reads from /config.json at start: written by the CDK web stack in a deployed stage and served
 * by the local gateway in the local stage. Only public identifiers, never secrets.
 */
export const WebConfig = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set only in the local stage: the Cognito stand-in's endpoint; the web then signs in with USER_PASSWORD_AUTH. */
  userPoolEndpoint: z.string().optional(),
  /** Hosted UI domain (no scheme) when Google sign-in is configured; absent hides the Google button. */
  oauthDomain: z.string().optional(),
  googleEnabled: z.boolean(),
  /** Set only in the local stage: the Paystack stand-in, whose checkout page the web opens instead of Paystack's popup. */
  paystackStandInUrl: z.string().optional(),
  /** Where 'Contact the administrator' and the landing page's contact form write to. */
  supportEmail: z.string().optional(),
  /** Set only in the local stage: the demo imagery's true colour, shown with the satellite basemap over the demo area. */
  demoBasemap: DemoBasemap.optional(),
});
export type WebConfig = z.infer<typeof WebConfig>;
