% split results include empty pieces
p = regexp(',a,,b,', ',', 'split')
numel(p)
