"""How balanced a setup is before anyone plays it: an estimate from games played by the simulated
players of `bot.demo.people`, in worker processes, never on the event loop.

- `request`: what to estimate (a rule set, a role list or the preset for N players, settings,
  games and seed), checked; `fingerprint`: the version of the code and the key of a request.
- `games`: one batch of seeded games, played in a worker; `plan`: the games an estimate plays
  (the setup, and each role replaced by its camp's plain role).
- `interval`: Wilson's interval and Newcombe's interval of a difference; `report`: the estimate.
- `runner`: the worker processes; `estimator`: `await Estimator.estimate(request)`, shared runs.
- `texts`: the estimate as localized Text; `cli`: `python -m bot balance`.
"""
