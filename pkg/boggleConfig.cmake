# find_package(boggle) gives boggle::boggle, the shared library, and
# boggle::boggle_static; both carry the built-in word list.
include("${CMAKE_CURRENT_LIST_DIR}/boggleTargets.cmake")
