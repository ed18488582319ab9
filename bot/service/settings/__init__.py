"""Settings: config.toml's defaults for every server, each server's own values, the forum
table's keys."""
