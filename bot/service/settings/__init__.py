"""Settings: the schema every setting is declared in, config.toml's defaults, each server's own
values, and a forum game's clock read from the settings it kept."""
