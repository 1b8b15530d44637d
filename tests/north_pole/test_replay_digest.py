"""Seeded replays reproduce games bit for bit: the engine's speed-ups change no game.

Each random game (seeded picker, as ``bench/engines.py`` plays them) is folded into one sha256:
per move the legal list (labels and order included), the action picked, its events and the
whole next state, and the public view every 25 moves. The digests below were computed with the
engine as it was before the speed-up work of issue 10 ("Fast turns"); any difference in a
refusal-free game shows up here.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

import pytest

from bot.games.north_pole import GAME

SEEDS = range(30)
VIEW_EVERY = 25  # the public view is slow to build and rarely the thing a speed-up touches


def english(found: Any) -> Any:
    """Events and outcomes without their message form (issue 24): their English ``text`` is what
    the digests were recorded with, and it still must match word for word."""
    if isinstance(found, list):
        return [english(item) for item in found]
    if isinstance(found, dict):
        return {key: english(value) for key, value in found.items() if key != "msg"}
    return found


def replay_digest(players: int, teams: bool, seed: int) -> str:
    """sha256 of a random game's whole course: setup, then (legal, action, events, state) per move."""
    pick = random.Random(seed)
    state = GAME.setup(players, {"teams": teams}, seed)
    digest = hashlib.sha256(json.dumps(state, sort_keys=True).encode())
    moves = 0
    while GAME.outcome(state) is None:
        seat = pick.choice(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        action = pick.choice(legal)
        state, events = GAME.apply(state, seat, action)
        digest.update(json.dumps([legal, action, english(events), state], sort_keys=True).encode())
        moves += 1
        if moves % VIEW_EVERY == 0:
            digest.update(json.dumps(GAME.view(state, seat), sort_keys=True).encode())
    digest.update(json.dumps([GAME.view(state, None), english(GAME.outcome(state))], sort_keys=True).encode())
    return digest.hexdigest()


# (players, teams) -> digest per seed in SEEDS, recorded before any speed-up.
DIGESTS: dict[tuple[int, bool], tuple[str, ...]] = {
    (2, False): (
        "fb0070b16946af8681da4685f72489a302cf25df8b3e5df14b4d3c0f671b2b28",
        "3a45faa66bd7aaac2665cb08656d5b3c9dd4338fd4cc77348aff7ea565f0307c",
        "609bbbc99e7cfdab3acb04a8ab911e951495dfdf96fc2e629a1b998455b20982",
        "c67c0506dcc87d6280f8018fa9fe6624034f5a98c18cddaef02fb7f2bb49b42b",
        "dbc9052ec40c092d09d6a222173f59eef8fb2d76b342eb7fae65da0c614a9afa",
        "fabaafc51db9044baaf7d94578c796f2c2606a6e8e75122b433bb85e00341fb1",
        "c0455748785d92b8b231475b449949088671e4a8777398a03a65878a63bf2fba",
        "ee65a9c3742f4f076fc7255ecf1bfe98052261bd0bbf2bdbd16aeebee3d0116a",
        "6083460390fd70411357b46a426d38194ccd94f7bbc256fbc2ff263a27068c6f",
        "38a5c9878f4fba0cd27bd26d3bf5218e1ff5bb5c857145f9d84c89b01e2062d4",
        "8aa6ca3164a61476ed402c2d1857201ac5aa9d7abff9d3f9e94f2074f6565c78",
        "d890bb9eed8e9a9a881ddfb39f338988ee8ebc514cd3f21b4b2917989ee21d10",
        "410eafc08aa960b24a646b4eba24c079ed781c6ee501485b3a66b8819e614f1f",
        "2f618ef0dc4296a25247367dd1943ffaefce7dfe069416667d2b73dda05f55ff",
        "1ec4ed50c949e0ca9bb46a89ea13046831878bb1d0005fe1369dddb055c78b7e",
        "2861f5f65bee788858ef537b27512b9b87730c4855fe0ee7e5f21f506edcfd37",
        "4912c03167ae0d9e9dedb96e7dcab362d0ecff83f9089f73b94fc3b9f4ee1666",
        "e52998a76c69da9d78a97cd48200a22581112fbe73565a01be20454f1fbe2bf2",
        "5659916bddafef56611ca84722cb9b9d3fadd46cad3ac7cbc7bd335adc943157",
        "7914e73611dcae7b6d8612a36d02071b4f5373af4ffb5e5d3b5c78390a99d8ca",
        "121e45b21c15e8a6392563faf49c00d3585246b6e2bbd309d86579f7b0de984e",
        "6c1604647fd15bd241098b220711fbbadbbf14c60774401bad4ca0918463b9cc",
        "51593baea4263d7ed30caa6250ef56f83f67bab37f5af6e3f84c4246f61b909b",
        "e4fa375c2d60e247dfbe64d4bb3c1c74b1d38ab67c7a133a56ee76b03019f803",
        "ada9dbfb2e3ab65dd6c535840a230a1ffd5eb7d57623f1a1a0fc13383b1f9a5c",
        "e8bef094faa701b07bdb5c6c409b9c452ab38afe77243b61aa49c95bc69f5586",
        "61765a10874340ca83646cd2df63aa84d027610bcd36382615e973451fe0177f",
        "de59c1a4cf75461493e040a26b876e7a12fe3b46b909829d9e6d0bf7cb22a937",
        "f286b1f47e91315ac4cfe1efc303effa8c4d1844ee4052f3ea3cf2d69768c8bc",
        "dccf8d9db5ca1713622ee3d915f72275ff546367868ade003e51ddc206970598",
    ),
    (3, False): (
        "009ce81df5b78ebaaa4bc71a2a1218d767b2219256f1fa0feca320635bb51f69",
        "a0b82bd6dc0c91c54ae473933794128539c620d185ea48b4ada203a3591e7f07",
        "e16d55b481a5136c70f7a28439235c10604ec1ec9687db55ba4d931b12a1d43c",
        "94beec3334e2673a19449c50bd07967bf478d9bf163a0679a6a690f68ee42035",
        "a8360f75392bc9dd489ddda07eee3672125081818f9c0c9247b505e447751dba",
        "3b0e0d95207c1b03847b527a8c7b60dcb5436e6166a2a48e972b39200f814e51",
        "0bbcac553e03f84c59820e6b7e2c6fde43f86004c3e6215af153bbb56860a7e6",
        "bdffe1de2fd69d4509227c36798f7787aa5ebffb0d850ccd29c3bcece27b7dbe",
        "36ed6e740244f046597da585b28d7c74f99fa3d97b08ffc4145737018fe9ab72",
        "4e9b60a0d56ef1d48e8cb678c0ee0e275b8bc97dd120d7f9322723f0c7537c5c",
        "0d845a0ca04af01d5403785caa14b24f6cb0a7af82581e5e7f81131df08a7733",
        "7ce355c449b69f0352e99a7e652e3f707cab9a0d6c6568ac0e9c1b9e0517a14f",
        "fcac32b5e824235e3dea5664f5e85fd8fe5e1d95589659aa6ce7c5e44502dcfb",
        "e399946ccc13c21cd3c112331db8417a3247a379f29826ae99de2930e52034ee",
        "025c985f00ae645f090370cd9ef7e9649238a09b13147671c2b1561d87bae55c",
        "b552f39d7cd1fef0c73d87ae8cecc1164f6fff8146cd89687baa772e2107fbf6",
        "475dd4f205bbc42f34c220be1f9c6b86289ee35a204dd4c945a3ce54627d3c8d",
        "aa8ff9aa27f52035e6d74933d35fdaeb205824c96be49334c7b3246459fdb7be",
        "cea7d890f316bdbc23eb72e5e612d4e7057032592f8dd43e5e2985f1b342fa12",
        "c09435e23359045fe3e684826ee9d377a06e8642e6bd69bb675255de86bff623",
        "ca80b51283115abbd97bba67667d2f52b50130cd449d1e85db2a585310f59f46",
        "b243b52decce7d113f1e0957331f03e9a76165b7d964a9cb57c74cfa7b8a8823",
        "77162ebc06019c964296a6bc7c16ae90e5730a6128cecaeaed99a6f988a21691",
        "136f86f0033eb1fd74fc4ad1ea6b602c9bb53ab94cba1fa7cbf33963ad2441a8",
        "cd1eee80abba2765d080fc5dc50ae08d6ee8723e64f1f9074671bfe6520daa49",
        "ba0d6bd4ae57518a112f1ba96a5072ddbd4c74469eb41e2f41e84c39562ce23b",
        "74fe70de2e35c99e71897cca25531ddb86679f6017a51b2dbe4385f08348b5f1",
        "43684bf66c7d6cbf3df190d527e0392cc7aebf9e98a014bc7de7b1e2981bed5d",
        "2e0ca482aca9973d29b917fbc13f92102ca3d4596f9f13b1205d92e026cfe403",
        "463350a405ebdaf789ee1d433cd12c247db22e69e54fb4c7eb1f2b93caeb1529",
    ),
    (4, False): (
        "049731c1cdd3b5ffbfe51d48bc2f176f2ae66753db0c0e053606124620fd023f",
        "e49c07ebdf91e16f716ceff8cfce999c42bc073b629b36ac5d8bf215b982d6b6",
        "292d146ed09c160f1dc20112831df3d5e4722d7884a84cba1b02cd7a3d038226",
        "21b97ee8c62863b8da5d7a2898a289c9d839b5a1bc3bd853126b7c0bd5a96628",
        "00b16d0fee5813a1cb22b491f858f24c7438b96d8a76bc00e0e1e26b994c81de",
        "2bbe0f04863813047280fc47b4be6cb019e86675879f1ceae28c97e47acaeb66",
        "d2a3b7f573c17231294ff4b97c99fbf36b2b2e9a20c645a186995014d4baca82",
        "cc4c214810f74d818e90cb307d413d82d93deaa0e9cce7a2586c61cb6e5d0dcd",
        "518489e3fe607d7ef4f6c8e3b248e57bdb53d5bd24aa07b34d390dae904909ed",
        "9c81a25ad0817d2b6b5e01e9879a4cad4e8725274873ab64cd6a1d1bb49c1097",
        "8f76728439a2c671d4b4b567ecba7a8604c1984e4e165b837a5aa611ca3c0c70",
        "0afb215d5742998f378efae3568a4ea94b8ac38fbf279d053941f1043ff9c867",
        "65647a8181ddc9e61bbfc87fb43cb1f8e2920856e66f5f9fdaa57c6b92c01837",
        "e7c67fcdb1439b880128e35fdee6af44cc0861c9660759f9c6796fcc8a4c66d5",
        "cf3254db009b454676593ab4ea88ee4e25dfc3de7c0e11bcf1e7dd4a5e6d8e3e",
        "d86d940877217eca9224231fe5695ac616952135dda2e7e2ab45c700d8555b3b",
        "bebb08a6f9c08daee4d7eeb253458ae075dade5ac1d5d058598a5fad02fb567e",
        "e1eb9b967c3592f25f4d487a0a4c07e2982a7a3beca09f92965ddd20a4c04591",
        "a5a18ef0085aac711182660834b282cea25389b1bfd250b81254c4b6e230334d",
        "cbc0c4e2f62eaf18b0445664af1088a755d8431da48784a2b47cf0c57109dae9",
        "02dbd1912ae98f1b0587e0a58a35455ca47d404decac14c0c2e4a13449f6169d",
        "8bd4d5f2500f1efb8aeb1df38dbe1f8474304f33e9e2c59e60775c65bdd7a502",
        "e430bd6d19f3512f4fa59cefbadf242a80fb2c994f8d45bf1a9c702b3e7f4e06",
        "6fcd193255caeebe9a7015d5099768c3467f07bcf3a09d64be8f61f433a68656",
        "b381efdf7a37849547cf3e264562f999e5c4ea08b67eedf2b5db1ff4e9a42668",
        "20d15bbc7e5251299302b108763f17e4034a666a3a54bc34131c936c9737a763",
        "da7755b821a908ebea0f9bc420307a90951cd4977c29ec97d079f621287f7d5a",
        "bd60842edb85f9fe93a34cdb75bcc183d464474d3755a85b688c26377a78cf29",
        "a00ce5130699756149d308d3341e7b8f4640cabf4283b43035ab7169ceb5e814",
        "cdf645e990d5af03e8aaea0951bf01576d4ffa8c6bfee5b6f437d23b8c23ed85",
    ),
    (4, True): (
        "11433c0bf15c0812a01b288d2df97e7733570771c36d37c4a17f06934b945d12",
        "92a9166b4b676713289a2cc89d9efddc95ea71372f6fc69d43b0deff0d5481e8",
        "14fc67b7220c80c53c81921df6e2ab94ed8a6265d18de6cb5431016b2cadbdb5",
        "d69a32ef7cfbef56a735e5da8e45c031b6ed19905a62feb024f2ea32a3fcedf4",
        "c117250b38f012f580f6a634e814d8868bbdc0c880ce81beb52c1217f0936423",
        "03b7839905dad47d8787c8a438b4475be0d683c1d8fc321af341372896bed2c0",
        "a17c803eda06612e5cb83a3b6f03f9f02a7a03ed60109e03484633a32ef1f633",
        "cc32d78466a90152889c1d3283c1f5ba9252cea8ba55fc8ee53eb592b9101610",
        "65e4b1bde88398db41e26f4ac14f9e7e091452dc272497724ddc2fb99d5d3081",
        "7e147a3c2c922716cc158dbe306e58ab47105137cd85f3abbe8b6f1e0607f3a0",
        "e05bfd330b2159ef2ec7b7c673392364790cb8007546054d851507d78052b1a6",
        "6b42893c2ea35d18caace42676c80921fc3374595161687c46162e03ee316e91",
        "1cf1b8a50e69d98734f095ac385c777bf1be955c89ef0cf54575d658199d52a9",
        "27aa8cdaa353effcaf28d725426910e6dc0b177ca55339be754026a49c603849",
        "6c06141715ea4eddbf9f88cf33fc8e7d8935aa020188f844e00a9bf79107497c",
        "b59cba136dcaac2b7fc3cb6043493bc6ddc0ada0b64e63b3243cdb05c498175c",
        "bad27baf8fba87e32410d9eaba5a8c13d10e10b527340609aa94cca0aaf1c763",
        "fff477d8e25acef3bd1b142b9f8eabcec0192756e0bfe94e9d3bfaccb04dfc61",
        "4fa7478d6318103327ad5fbabb77257af3a4165c45189300add3433af75c5a3e",
        "ed216e2d449b3f4a287b60365df0d033d62c78679b3bdbbc6d35bcc93cac288f",
        "4b99cd748236f9614da854f08d967c8097be0f745ed5406ba012c629282b8718",
        "20c830d7f8e822d9a81871d3697bd5e88fc5102a658eafd049c2106014dd970d",
        "6c10111642d057914b86538f8a473e32a1da3d381cd19bc3be296a3f7de8c28b",
        "6ee65b7eacb40d00f8c5223ca7f6128b9307cb68cb650e400939c22e1ae10d2a",
        "db13f71409f66d8429bd2d83f58dca75a35a045bbcaa0c884a50c949a34e53f7",
        "87101a3380e863bb796cd08dcf5a208e5fc1d5df6fde2ca46c0e6b8fbf0a4ccf",
        "539389a0bec31cfe366929b5d2c8bef367b05500e1ede504660048f251ea12fe",
        "7ce64a452cab7703f7f3cf6c8a8a2764cbe446b12ec038b3e0677c91ca2a8293",
        "03846f75b16f8d483f8e8dc1e213bc44e03c5ab9b8057699636391246d8690d9",
        "95ecc86c101108f647b56f2fb969a2cdc7dead437e7c7f67cbf78333b10090c8",
    ),
}


@pytest.mark.parametrize("players, teams", sorted(DIGESTS))
@pytest.mark.parametrize("seed", SEEDS)
def test_seeded_random_games_replay_bit_for_bit(players: int, teams: bool, seed: int) -> None:
    """RNP-026 (setup from the seed) through RNP-119 (the round cap): the same seed and picks
    give the same legal lists, actions, events, states and views as before the speed-up."""
    assert replay_digest(players, teams, seed) == DIGESTS[players, teams][seed]
