package main

import (
	"github.com/spf13/cobra"

	"github.com/sitegen-dev/sitegen/policy/schema"
)

type schemaOptions struct {
	json bool
}

func newSchemaCmd(s streams) *cobra.Command {
	var opts schemaOptions
	cmd := &cobra.Command{
		Use:   "schema",
		Short: "Print the JSON Schema of policy.toml, for editors",
		Long: `Schema prints the JSON Schema (draft 2020-12) of policy.toml, so that an editor can complete
and check the file: "sitegen schema > policy.schema.toml.json", then point the editor at it (with
Taplo or Even Better TOML, add "#:schema ./policy.schema.toml.json" as the first line).
With --json it prints the schema of policy.json instead, the file programs consume.`,
		Args: noArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return runSchema(s, opts) },
	}
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the schema of policy.json instead of policy.toml")
	return cmd
}

func runSchema(s streams, opts schemaOptions) error {
	generate := schema.TOML
	if opts.json {
		generate = schema.JSON
	}
	b, err := generate()
	if err != nil {
		return err
	}
	_, err = s.out.Write(b)
	return err
}
