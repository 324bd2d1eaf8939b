/**
 * The build mode, as wrangler's bundler writes it into the Worker's code: `process.env.NODE_ENV`
 * becomes "production" in `wrangler deploy` and "development" in `wrangler dev`, so a test of it
 * folds away and development-only code (the mail page, the demo data, the D1 meter, the local
 * mail reader) leaves the deployed bundle. The workerd tests run the source, on the pool's Node
 * compatibility, where it is Node's own (never "production").
 */
declare const process: { readonly env: { readonly NODE_ENV?: string } };
