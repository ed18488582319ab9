# What the simulated players of `python -m bot demo` say in the game channel (bot/demo/playing.py).
# Only the demo uses these lines; real players write their own.

sim-said = { $player }: { $text }
sim-post-found = My check: { $target } is { $camp }. I vote { $target }.
sim-post-found-role = Searched { $target }: their role is { $role }. I vote { $target }.
sim-post-cleared = My check: { $target } is { $camp }. Leave { $target } alone.
sim-post-differs = { $target } is not on our side, I am sure of it. I vote { $target }.
sim-post-follow = I believe { $source }. My vote goes to { $target }.
sim-post-suspect = I don't like how { $target } plays. I vote { $target }.
sim-post-vote = My vote: { $target }.
sim-post-switch = Changed my mind: I vote { $target }.
