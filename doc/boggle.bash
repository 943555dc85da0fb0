# bash completion for boggle(1)                             -*- shell-script -*-
# Installed as share/bash-completion/completions/boggle. It uses
# bash-completion's _filedir when that is loaded, and plain compgen otherwise.

# File names for the word under the cursor, with PREFIX before each.
_boggle_files()
{
    local cur=$1 prefix=$2
    if [[ -z $prefix ]] && declare -F _filedir >/dev/null 2>&1; then
        _filedir
    else
        compopt -o filenames 2>/dev/null
        mapfile -t COMPREPLY < <(compgen -f -P "$prefix" -- "$cur")
    fi
}

# The option WORD stands for, spelt in full: getopt_long takes any
# unambiguous prefix of a long option. Prints nothing if there is none.
_boggle_option()
{
    local word=$1 o match=
    shift
    for o in "$@"; do
        [[ $o == "$word" ]] && { printf '%s\n' "$o"; return; }
        if [[ $word == --?* && $o == "$word"* ]]; then
            [[ $match ]] && return
            match=$o
        fi
    done
    [[ $match ]] && printf '%s\n' "$match"
}

_boggle()
{
    local cur prev cmd opt prefix='' pending='' dashdash='' w i nargs=0
    local first=2 files=''
    local -a opts argopts
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=
    ((COMP_CWORD > 0)) && prev=${COMP_WORDS[COMP_CWORD - 1]}
    COMPREPLY=()

    # the command is always the first argument
    if ((COMP_CWORD <= 1)); then
        if [[ $cur == -* ]]; then
            mapfile -t COMPREPLY < <(compgen -W '-h --help -V --version' -- "$cur")
        else
            mapfile -t COMPREPLY < <(compgen -W 'solve throw check paths score play best prove bound dict help' -- "$cur")
        fi
        return 0
    fi
    cmd=${COMP_WORDS[1]}
    # the options that judge words, the same in every command taking them
    local -a judge=(-d --dict -m --min --rules --scoring --bonus --exclude --lang)

    case $cmd in
    help)
        ((COMP_CWORD == 2)) &&
            mapfile -t COMPREPLY < <(compgen -W 'solve throw check paths score play best prove bound dict' -- "$cur")
        return 0
        ;;
    solve)
        argopts=("${judge[@]}" -f --format -j --jobs --show)
        opts=("${argopts[@]}" -v --verbose -h --help)
        ;;
    throw)
        argopts=(-s --set --dice -z --size "${judge[@]}" -n --count --seed -f --format)
        opts=("${argopts[@]}" --plant --answers -v --verbose -h --help)
        ;;
    check)
        argopts=(-s --set --dice --lang)
        opts=("${argopts[@]}" -h --help)
        ;;
    paths)
        argopts=(-z --size --lang)
        opts=("${argopts[@]}" -h --help)
        ;;
    score)
        argopts=("${judge[@]}" -f --format)
        opts=("${argopts[@]}" --penalty -v --verbose -h --help)
        ;;
    play)
        argopts=(-s --set --dice -b --board --seed "${judge[@]}" -t --time -f --format)
        opts=("${argopts[@]}" -v --verbose -h --help)
        ;;
    best)
        argopts=(-z --size -s --set --dice "${judge[@]}" -n --count --seed
            -t --time --steps --target -j --jobs -f --format)
        opts=("${argopts[@]}" -v --verbose -h --help)
        ;;
    prove)
        if [[ ${COMP_WORDS[2]-} == merge ]] && ((COMP_CWORD > 2)); then
            # boggle prove merge: the options of the proof, then task files
            cmd=merge first=3 files=1
            argopts=(-z --size "${judge[@]}" --min-score --tiles -o --output -f --format)
            opts=("${argopts[@]}" --accept-v1 -v --verbose -h --help)
        elif [[ ${COMP_WORDS[2]-} == verify ]] && ((COMP_CWORD > 2)); then
            # boggle prove verify: how many records, then the files
            cmd=verify first=3 files=1
            argopts=(-z --size "${judge[@]}" --min-score --tiles --sample --seed -j --jobs
                -f --format)
            opts=("${argopts[@]}" --accept-v1 -v --verbose -h --help)
        else
            argopts=(-z --size "${judge[@]}" --min-score -o --output --bound --class --tiles
                --task --split-after --sample --seed --wall -j --jobs -f --format)
            opts=("${argopts[@]}" --resume --accept-v1 --pending --estimate -v --verbose -h --help)
        fi
        ;;
    bound)
        argopts=(-z --size "${judge[@]}" -f --format)
        opts=("${argopts[@]}" -v --verbose -h --help)
        ;;
    dict)
        if ((COMP_CWORD == 2)); then
            mapfile -t COMPREPLY < <(compgen -W 'build --help' -- "$cur")
            return 0
        fi
        argopts=(-o --output --lang)
        opts=("${argopts[@]}" -v --verbose -h --help)
        ;;
    *)
        return 0
        ;;
    esac

    # Walk the words before the cursor to learn whether it is on the value
    # of an option: "--opt VALUE", or "--opt = VALUE" when bash splits
    # "--opt=VALUE" at '=' (COMP_WORDBREAKS); and to count the arguments
    # before it ("-" is one: standard input). After "--", only arguments.
    for ((i = first; i < COMP_CWORD; i++)); do
        w=${COMP_WORDS[i]}
        if [[ $pending ]]; then
            [[ $w == = && $pending == --* ]] && continue
            pending=
            continue
        fi
        if [[ -z $dashdash && $w == -- ]]; then
            dashdash=1
        elif [[ -z $dashdash && $w == -?* ]]; then
            if [[ $w != *=* ]]; then
                w=$(_boggle_option "$w" "${opts[@]}")
                [[ " ${argopts[*]} " == *" $w "* ]] && pending=$w
                # prove --pending reads the task files given as arguments
                [[ $w == --pending ]] && files=1
            fi
        else
            nargs=$((nargs + 1))
        fi
    done

    # score's arguments: a BOARD, then the players' lists, which are files
    if [[ $dashdash ]]; then
        [[ $cmd == score ]] && ((nargs >= 1)) && _boggle_files "$cur" ""
        [[ $files ]] && _boggle_files "$cur" ""
        return 0
    fi

    if [[ $pending ]]; then
        opt=$pending
        [[ $cur == = ]] && cur=
    elif [[ $cur == --*=* ]]; then
        # "--opt=VALUE" as one word, when '=' does not split words
        opt=$(_boggle_option "${cur%%=*}" "${opts[@]}")
        [[ $opt && " ${argopts[*]} " == *" $opt "* ]] || return 0
        prefix=${cur%%=*}=
        cur=${cur#*=}
    fi

    if [[ $opt ]]; then
        local values=''
        case $cmd:$opt in
        *:-d | *:--dict)
            _boggle_files "$cur" "$prefix"
            # and the names of the lists the published proofs were made with
            mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -P "$prefix" \
                -W 'enable2k de es fr' -- "$cur")
            return 0
            ;;
        *:--dice | *:--exclude | dict:-o | dict:--output | prove:-o | prove:--output)
            _boggle_files "$cur" "$prefix"
            return 0
            ;;
        *:--lang)
            values='en fr de es it pt nl sv da nb nn fi pl ca cs hu is tr bg uk ru el
                en-US en-US-small en-US-large en-US-huge en-US-insane
                en-GB en-GB-small en-GB-large en-GB-huge en-GB-insane
                en-CA en-CA-small en-CA-large en-CA-huge en-CA-insane
                de-CH de-1901 pt-BR es-fise eo ga gd gv fo gl'
            ;;
        solve:-f | solve:--format) values='text tsv json summary svg' ;;
        *:--rules) values='classic big superbig' ;;
        *:--scoring) values='rules letters words' ;;
        throw:-f | throw:--format) values='grid line svg' ;;
        best:-f | best:--format) values='text summary json' ;;
        prove:-f | prove:--format | merge:-f | merge:--format | bound:-f | bound:--format)
            values='text tsv json'
            ;;
        score:-f | score:--format | play:-f | play:--format | verify:-f | verify:--format)
            values='text json'
            ;;
        *:-s | *:--set) values='classic new big master superbig' ;;
        esac
        # numbers, shapes, layouts and words are not completed
        [[ $values ]] &&
            mapfile -t COMPREPLY < <(compgen -P "$prefix" -W "$values" -- "$cur")
        return 0
    fi

    # a redirection takes a file name
    case $prev in
    \> | \>\> | \< | [0-9]\> | [0-9]\>\> | \&\> | \>\|)
        _boggle_files "$cur" ""
        return 0
        ;;
    esac

    # otherwise an option; boards, shapes and words are not completed
    if [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W "${opts[*]}" -- "$cur")
    elif [[ $cmd == score ]] && ((nargs >= 1)) || [[ $cmd == dict || $files ]]; then
        _boggle_files "$cur" ""
    elif [[ $cmd == prove ]] && ((COMP_CWORD == 2)); then
        mapfile -t COMPREPLY < <(compgen -W "merge verify ${opts[*]}" -- "$cur")
    elif [[ -z $cur ]]; then
        mapfile -t COMPREPLY < <(compgen -W "${opts[*]}" -- "$cur")
    fi
    return 0
}

complete -F _boggle boggle

# ex: filetype=sh
