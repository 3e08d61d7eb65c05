// Placeholder until the target has content.
