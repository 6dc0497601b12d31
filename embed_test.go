package main

import "testing"

// TestEmbeddedMessagesGenerated: the message files embedded in the binary are those the
// generated code was built from (the same paths and SHA-256), which generator.BuiltIn trusts
// them to be at every run without hashing them. Fails when locales/*/*.toml changed without go
// generate ./generator.
func TestEmbeddedMessagesGenerated(t *testing.T) {
	if err := defaults.Check(); err != nil {
		t.Fatal(err)
	}
}
