"use client";

// Apollo, graphql and chart.js load with this chunk only, after the dialog (or page) shell is on screen.
import { LumosApolloProvider } from "@/components/providers/apollo-provider";
import { FeaturePreview, type FeaturePreviewProps } from "./feature-preview";

export function ApolloFeaturePreview(props: FeaturePreviewProps) {
  return (
    <LumosApolloProvider>
      <FeaturePreview {...props} />
    </LumosApolloProvider>
  );
}
