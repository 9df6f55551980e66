// All of Mantine's component styles, in its cascade layer: loaded with every page but the first
// (decision 0069). Rules the first page already has are the same rules again in the same layer.
import '@mantine/core/styles.layer.css';
