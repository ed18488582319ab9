# What the simulated players of `python -m bot demo` say in the game channel (bot/demo/playing.py).
# Only the demo uses these lines; real players write their own.

sim-said = { $player }: { $text }
sim-post-found = Моя проверка: { $target } — { $camp }. Голосую за { $target }.
sim-post-found-role = Обыск у { $target }: это { $role }. Голосую за { $target }.
sim-post-cleared = Моя проверка: { $target } — { $camp }. Не трогайте { $target }.
sim-post-differs = { $target } точно не из наших. Голосую за { $target }.
sim-post-follow = Верю { $source }. Мой голос — { $target }.
sim-post-suspect = Не нравится мне, как играет { $target }. Голосую за { $target }.
sim-post-vote = Мой голос — { $target }.
sim-post-switch = Меняю голос: теперь за { $target }.
