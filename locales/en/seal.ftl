# The sealed deal (English): the commitment at the start, the salt at the end (bot.text.sealing).

seal-commitment = 🔒 The deal is sealed: `{ $short }`. Full seal: `{ $commitment }`. When the game is over, its record ({ $cmd_game_export }) reveals the secret salt, and anyone can check that the deal was fixed before night 1 and that every phase went as the record says: `{ $command } record.json`.
seal-reveal = 🔓 The deal's seal `{ $short }` is opened: salt `{ $salt }`. Check the game yourself: save the record ({ $cmd_game_export }) and run `{ $command } record.json` (seal `{ $commitment }`).

seal-page-heading = Sealed deal
seal-page-commitment = Seal (SHA-256 of the deal and the salt):
seal-page-salt = Salt, revealed at the end:
seal-page-unsealed = This game was dealt before deals were sealed: it has no seal.
seal-page-how = How to check: save the game's record ({ $cmd_game_export }) and run `{ $command } record.json` (Python 3.11 and this bot's code). It recomputes the seal from the deal and the salt, replays every phase, and checks each phase's digest in the chain; if anything was changed after the fact it says where.
