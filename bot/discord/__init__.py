"""The Discord adapter: the bot, the Table on Discord, replies, permissions, the translator."""
