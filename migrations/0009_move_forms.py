# ruff: noqa: E501, RUF012  (written in the shape `tortoise makemigrations` generates)
from tortoise import fields, migrations
from tortoise.fields.base import OnDelete
from tortoise.migrations import operations as ops


class Migration(migrations.Migration):
    dependencies = [("models", "0006_team_channels_private_items")]

    initial = False

    operations = [
        ops.CreateModel(
            name="MoveForm",
            fields=[
                (
                    "id",
                    fields.IntField(generated=True, primary_key=True, unique=True, db_index=True),
                ),
                (
                    "game",
                    fields.ForeignKeyField(
                        "models.Game",
                        source_field="game_id",
                        db_constraint=True,
                        to_field="id",
                        related_name="move_forms",
                        on_delete=OnDelete.CASCADE,
                    ),
                ),
                ("phase_kind", fields.CharField(max_length=8)),
                ("phase_number", fields.IntField()),
                ("player", fields.CharField(max_length=64)),
                ("channel_id", fields.BigIntField()),
                ("message_id", fields.BigIntField()),
                ("closed", fields.BooleanField(default=False)),
            ],
            options={
                "table": "move_form",
                "app": "models",
                "unique_together": (("game", "phase_kind", "phase_number", "player"),),
                "pk_attr": "id",
                "table_description": "A player's move form of one phase: the DM the Discord layer edits in place as moves are",
            },
            bases=["Model"],
        ),
    ]
