import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/graphql/*.graphql',
  documents: ['client/**/*.{ts,tsx}', '!client/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'gateway/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        // Without it codegen types a type named Subscription as a subscription root (no fields).
        mappers: { Subscription: '../resolvers/subscription-parent#SubscriptionParent' },
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: false,
      },
    },
    'client/generated/graphcache-schema.ts': {
      plugins: ['./scripts/codegen/graphcache-schema-plugin.cjs'],
    },
    'client/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'string' },
    },
  },
};

export default config;
